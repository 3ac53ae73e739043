import SwiftUI

struct Level0: View {
    var body: some View {
        VStack {
            Level1()
            Level1()
        }
    }
}

struct Level1: View {
    var body: some View {
        VStack {
            Level2()
            Level2()
        }
    }
}

struct Level2: View {
    var body: some View {
        VStack {
            Level3()
            Level3()
        }
    }
}

struct Level3: View {
    var body: some View {
        VStack {
            Level4()
            Level4()
        }
    }
}

struct Level4: View {
    var body: some View {
        VStack {
            Level5()
            Level5()
        }
    }
}

struct Level5: View {
    var body: some View {
        VStack {
            Level6()
            Level6()
        }
    }
}

struct Level6: View {
    var body: some View {
        VStack {
            Level7()
            Level7()
        }
    }
}

struct Level7: View {
    var body: some View {
        VStack {
            Level8()
            Level8()
        }
    }
}

struct Level8: View {
    var body: some View {
        VStack {
            Level9()
            Level9()
        }
    }
}

struct Level9: View {
    var body: some View {
        VStack {
            Level10()
            Level10()
        }
    }
}

struct Level10: View {
    var body: some View {
        VStack {
            Level11()
            Level11()
        }
    }
}

struct Level11: View {
    var body: some View {
        Text("leaf")
    }
}
